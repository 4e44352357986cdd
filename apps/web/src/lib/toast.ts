// Features show toasts through this module only, so the toast library can change in one place.
export { toast } from 'sonner';

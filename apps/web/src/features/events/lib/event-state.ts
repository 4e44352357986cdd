// Where an event stands for the viewer, from the page's fields.
import { deadlineAhead } from '@squadup/shared';

/**
 * Registration is open: the server said so when the page was read, and its deadline has not come
 * since (a page left open past it would otherwise offer a form the server refuses).
 */
export function registrationOpen(
  event: { registration_open: boolean; register_by: string },
  now: Date = new Date(),
): boolean {
  return event.registration_open && deadlineAhead(event.register_by, now);
}

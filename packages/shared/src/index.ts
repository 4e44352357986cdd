// Public surface of @squadup/shared: what the API and the web app both import.
export { typeDefs } from './generated/typeDefs.js';

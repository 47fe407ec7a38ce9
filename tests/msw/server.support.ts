import { setupServer } from 'msw/node';
import { handlers } from './handlers.support';

export const server = setupServer(...handlers);

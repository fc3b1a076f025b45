// One home for the free-port helper: the bench, the browser journeys and these tests start servers alike.
export { freePort } from '../../../scripts/start-command.mjs';

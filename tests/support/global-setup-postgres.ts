import { setupTemplate } from './database-template';

export default () => setupTemplate('postgres');

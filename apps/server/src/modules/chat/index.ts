import type { AppDeps } from '../../app-deps';
import type { ApiInstance } from '../types';
import { chatRoutes } from './chat.routes';
import { CHAT_OFFLINE_JOB, type ChatService, type OfflineNoticeJob } from './chat.service';
import { partnerChatRoutes } from './partner.routes';
import { staffChatRoutes } from './staff.routes';

/** Chat (issue 16 part 2, docs/CHAT.md): the resident's, the company's and the staff's routes, and the offline notice job. */
export { createChatService, type ChatService, type ChatServiceOptions } from './chat.service';
export { CHAT_OFFLINE_NOTICE_MINUTES } from './chat.notices';
export { maskContactDetails } from './chat.masking';

export async function chatModule(app: ApiInstance, services: { chat: ChatService }, deps: Pick<AppDeps, 'jobs'>) {
  await chatRoutes(app, services);
  await partnerChatRoutes(app, services);
  await staffChatRoutes(app, services);
  // Open streams end before the server stops taking connections: app.close() (lib/shutdown) waits for
  // requests in flight, and a stream never finishes on its own.
  app.addHook('preClose', (done) => {
    services.chat.streams.closeAll();
    done();
  });
  deps.jobs.work(CHAT_OFFLINE_JOB, async (data) => {
    await services.chat.runOfflineNotice(data as unknown as OfflineNoticeJob);
  });
}

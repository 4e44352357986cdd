import { SquadChatPanel } from '@/features/chat/components/squad-chat-panel';
import { SquadPage } from '@/features/squads/components/squad-page';
import { NotFoundPage } from './not-found-page';

/**
 * /squads/:postId: the squads feature's page, with the chat feature's conversation for the squad
 * chat and the app's not-found page for a squad the viewer may not see (features never import
 * each other or app/, so they meet here).
 */
export function SquadScreen() {
  return (
    <SquadPage
      notFound={<NotFoundPage />}
      renderChat={({ chatId, postId, title, members }) => (
        <SquadChatPanel chatId={chatId} postId={postId} title={title} members={members} />
      )}
    />
  );
}

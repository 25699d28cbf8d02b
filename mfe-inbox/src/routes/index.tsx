import { Route, Routes } from '@dcic/shared/router';
import '../styles/inbox.css';
import { DialogPage } from './dialog-page';
import { MessagesPage } from './messages-page';
import { NoticesPage } from './notices-page';

export function AreaRoutes() {
  return (
    <Routes>
      <Route path="/messages" element={<MessagesPage />} />
      <Route path="/messages/:id" element={<DialogPage />} />
      <Route path="/notices" element={<NoticesPage />} />
    </Routes>
  );
}

// The Socket.IO path and namespace names, apart from the zod schemas: pages that only need a
// name (the signals hook in the app shell) then do not pull zod into the first bundle.
export const SOCKET_PATH = '/socketo4f';

export const NAMESPACES = {
  classIdGenerator: '/class_id_generator',
  waitingRoom: '/waiting_room',
  expressions: '/expressions',
  signals: '/signals',
} as const;
export type NamespaceName = (typeof NAMESPACES)[keyof typeof NAMESPACES];

/**
 * antd's frame (ConfigProvider, App: app/AntFrame.tsx) is a chunk of its own: every page but the
 * login page loads it with its page chunk, and the shell with its own (router.tsx).
 */
export const loadAntFrame = () => import('./AntFrame');

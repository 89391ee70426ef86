/** Chat lines the room keeps on screen (older ones drop off the top). */
export const CHAT_KEPT_ON_SCREEN = 200;

/**
 * The room's input hints (part of LOTTERY_TEXT), apart so that index.html's first-paint script
 * (src/first-paint/first-paint.ts) takes these two alone: a sum-of-three room takes bet commands.
 */
export const INPUT_HINTS = {
  chat: '说点什么…',
  command: '聊天或下注，如 大100 单50',
} as const;

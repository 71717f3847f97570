export { createAvatarPlayer } from './avatar-player.js';
export { avatarStateOf, type AvatarCanvasState } from './canvas-state.js';
export { VISEMES } from './types.js';
export type {
  AvatarPlayer,
  AvatarPlayerOptions,
  AvatarPlayerStats,
  Box,
  Fit,
  IdleMotion,
  SpeakOptions,
  SpeechLayout,
  Viseme,
  VisemeCue,
} from './types.js';

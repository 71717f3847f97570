export { createAvatarPlayer } from './avatar-player.js';
export { avatarStateOf, type AvatarCanvasState } from './canvas-state.js';
export { VISEMES } from './types.js';
export type {
  AvatarPlayer,
  AvatarPlayerOptions,
  AvatarPlayerStats,
  Box,
  FaceEngineName,
  Fit,
  IdleMotion,
  MovementClipSource,
  RendererChoice,
  RendererKind,
  SpeakOptions,
  SpeechLayout,
  Viseme,
  VisemeCue,
} from './types.js';

export {
  createLocalJsonModel,
  LocalModelUnavailableError,
  type JsonAnswer,
  type JsonAnswerRequest,
  type LocalJsonModel,
  type LocalJsonModelOptions,
} from './local-json-model.js';

import type { Resolvers } from '../../../generated/resolvers-types.js';
import { saveSignUpReference } from './Mutation/saveSignUpReference.js';
import { signIn } from './Mutation/signIn.js';
import { signOut } from './Mutation/signOut.js';
import { signUp } from './Mutation/signUp.js';
import { me } from './Query/me.js';

export const authResolvers: Resolvers = {
  Query: { me },
  Mutation: { signUp, signIn, signOut, saveSignUpReference },
  User: { createdAt: (user) => user.createdAt.toISOString() },
};

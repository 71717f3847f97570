import type { RouteDoc } from '../route-doc.js';
import { Credentials } from './credentials.js';
import { SignUpReferenceBody } from './use-cases/save-sign-up-reference.js';

export const authRouteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/auth/signup',
    summary: 'Create an account and sign in (sets the session cookie)',
    auth: 'public',
    body: Credentials,
    status: 201,
  },
  {
    method: 'post',
    path: '/auth/signin',
    summary: 'Sign in with email and password (sets the session cookie)',
    auth: 'public',
    body: Credentials,
  },
  { method: 'post', path: '/auth/signout', summary: 'Sign out: the session ends and its cookie is cleared', auth: 'public' },
  { method: 'get', path: '/user/current-id', summary: 'Who the caller is: `{ userId }`', auth: 'signed-in' },
  {
    method: 'post',
    path: '/user/reference',
    summary: 'Record the reference a new user arrived with (the first one is kept)',
    auth: 'signed-in',
    body: SignUpReferenceBody,
  },
];

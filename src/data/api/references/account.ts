/** Agencies and User: Console API calls about your own account rather than one agency's resources. */
import {catalogueError} from '../errors';
import type {ReferenceSpec} from '../types';

const ANY_TOKEN =
  'A personal access token (`tsk_...`). It acts as you in every agency you belong to.';

export const agenciesReference: ReferenceSpec = {
  id: 'agencies',
  title: 'Agencies',
  summary:
    'List the agencies you belong to, read one, and change its name, website or billing address.',
  api: 'console',
  sidebar: 'api',
  pages: [],
  access: {
    read: ANY_TOKEN,
    write:
      'A personal access token (`tsk_...`) of a member with the Owner or Admin role in that agency; only the Owner can change `billing_email`.',
  },
  resources: [
    {
      key: '',
      label: 'Agencies',
      object: 'Agency',
      endpoints: [
        {
          action: 'list',
          kind: 'list',
          path: '/agencies',
          description: 'Lists the agencies you belong to, with your role in each.',
          related: ['agencies.retrieve', 'user.retrieve'],
        },
        {
          action: 'retrieve',
          kind: 'retrieve',
          path: '/agencies/{id}',
          description: 'Retrieves an agency you belong to, with your role in it.',
        },
        {
          action: 'update',
          kind: 'update',
          path: '/agencies/{id}',
          description: "Updates an agency's name, website or billing email.",
        },
      ],
    },
  ],
};

export const userReference: ReferenceSpec = {
  id: 'user',
  title: 'User',
  summary:
    'Read the user a personal access token belongs to, and change its sign-in email address.',
  api: 'console',
  sidebar: 'api',
  pages: [],
  access: {read: ANY_TOKEN, write: ANY_TOKEN},
  resources: [
    {
      key: '',
      label: 'User',
      object: 'User',
      endpoints: [
        {
          action: 'retrieve',
          kind: 'custom',
          slug: '',
          method: 'GET',
          path: '/user',
          summary: 'Retrieve the current user',
          description: 'Returns the user the personal access token belongs to.',
          response: {kind: 'object', object: 'User'},
          related: ['user.email', 'agencies.list'],
        },
        {
          action: 'email',
          kind: 'custom',
          method: 'PATCH',
          path: '/user/email',
          summary: 'Change your email address',
          description:
            'Starts a change of your sign-in address, which takes effect when you confirm it from the new address.',
          body: [
            {
              name: 'email',
              schema: {type: 'string', format: 'email'},
              description:
                'The new address. Tessera sends it a confirmation link that works for 24 hours.',
              example: 'ada@lovelace.example',
              required: true,
            },
          ],
          response: {kind: 'object', object: 'User'},
          errors: [
            catalogueError('already_exists', 'Another Tessera user signs in with this address.'),
          ],
          example: {response: {pending_email: 'ada@lovelace.example'}},
          related: ['user.retrieve'],
        },
      ],
    },
  ],
};

import { defineEndpoint } from '../endpoint.ts';
import { empty, noData } from '../api.ts';
import { uploadData, uploadPayload } from '../funds.ts';
import {
  articleData,
  articlePayload,
  updateUserInfoPayload,
  userSettingsData,
  userSettingsUpdatePayload,
} from '../profile.ts';

/**
 * The player app's calls of the area "profile": profile, settings and help centre. Spread into
 * `endpoints` (endpoints.ts); how to add a call: packages/contract/CONTEXT.md.
 */
export const profileArea = {
  article: defineEndpoint({
    method: 'POST',
    path: '/api/article',
    auth: 'none',
    summary:
      'A help-centre article by type (7 about, 1 FAQ, 2 privacy, 3 disclaimer, 4 contact, 5 agents, 8 responsible gambling)',
    payload: articlePayload,
    response: articleData,
  }),
  uploadImg: defineEndpoint({
    method: 'POST',
    path: '/api/uploadimg',
    multipart: true,
    auth: 'player',
    summary:
      "Uploads the player's avatar (GIF, PNG or JPEG by magic bytes, at most 5 MB) and sets it",
    payload: uploadPayload,
    response: uploadData,
  }),
  updateUserInfo: defineEndpoint({
    method: 'POST',
    path: '/api/updateuserinfo',
    auth: 'player',
    summary: "Saves the player's e-mail, mobile and birthday",
    payload: updateUserInfoPayload,
    response: noData,
  }),
  userSettings: defineEndpoint({
    method: 'POST',
    path: '/api/userSettings',
    auth: 'player',
    summary: "The player's settings switches (message time, win notification, quiet mode)",
    payload: empty,
    response: userSettingsData,
  }),
  userSettingsUpdate: defineEndpoint({
    method: 'POST',
    path: '/api/userSettingsUpdate',
    auth: 'player',
    summary: "Changes some of the player's settings switches",
    payload: userSettingsUpdatePayload,
    response: userSettingsData,
  }),
} as const;

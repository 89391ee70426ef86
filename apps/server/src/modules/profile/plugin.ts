import { endpoints } from '@app/contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { type UserInfo } from '@app/contract/api';
import { MSG } from '@app/contract/messages';
import { formatMinor } from '@app/contract/money';
import type { AppContext } from '../../platform/context.ts';
import { serve, serveRaw } from '../../platform/http/route.ts';
import { playerBalance } from '../ledger/index.ts';
import { receiveImage, registerImageParser } from '../uploads/index.ts';
import { readUserSettings, setAvatar } from '../users/index.ts';
import { updateContact, updateSettings } from './account.service.ts';
import { userInfo } from './profile.service.ts';

/**
 * The player's own figures: userInfo (user, refreshusermoney) and the wallet balance; the
 * profile's changes (uploadimg, updateuserinfo) and the /userCent switches.
 */
export async function profilePlugin(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerImageParser(app);

  // Polled by every open app: answered through serialisers compiled from the contract's schemas.
  const compiled = { compiledAnswer: true };
  serve(app, endpoints.user, (_request, _body, user) => userInfo(ctx, user.userId), compiled);
  serve(
    app,
    endpoints.refreshUserMoney,
    (_request, _body, user): Promise<UserInfo> => userInfo(ctx, user.userId),
    compiled,
  );
  serve(
    app,
    endpoints.balance,
    async (_request, _body, user) => ({
      balance: formatMinor(await playerBalance(ctx.store, user.userId)),
    }),
    compiled,
  );

  // POST /api/uploadimg (multipart "file"): the uploads module's checks and storage; the upload is
  // pinned and becomes the avatar in the transaction that stores it.
  serveRaw(app, endpoints.uploadImg, async (request, _reply, user) => {
    const url = await receiveImage(ctx, request, user, (tx, stored) =>
      setAvatar(tx, user.userId, stored),
    );
    return { code: 200, message: MSG.avatarUploaded, data: url };
  });
  serve(app, endpoints.updateUserInfo, async (request, body, user) => {
    await updateContact(ctx, user.userId, body);
  });
  serve(app, endpoints.userSettings, async (request, _body, user) => {
    return readUserSettings(ctx.store.db, user.userId);
  });
  serve(app, endpoints.userSettingsUpdate, async (request, body, user) => {
    return updateSettings(ctx, user.userId, body);
  });
}

// Vote, flag, rise-up and history: the same four routes under every post path (question, answer).
import {
  envelope,
  flagResult,
  historyEntry,
  QA_MESSAGES,
  riseUpResult,
  voteResult,
  voteValue,
  type FlagResult,
  type HistoryEntry,
  type RiseUpResult,
  type VoteResult,
} from '@o4f/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { ok } from '../../lib/fastify.ts';
import type { App } from '../../lib/fastify.ts';
import { currentUser, requireRole } from '../auth/auth.hooks.ts';
import type { AuthUser } from '../auth/auth.service.ts';

type Handler<Ref, Result> = (ctx: AppContext, user: AuthUser, ref: Ref) => Promise<Result>;

interface PostInteractions<Params extends z.ZodObject> {
  tags: string[];
  /** 'question' or 'answer', as the route summaries name it. */
  noun: string;
  /** The post's own path, such as QUESTION_PATH. */
  path: string;
  params: Params;
  vote: (
    ctx: AppContext,
    user: AuthUser,
    ref: z.infer<Params>,
    value: 1 | -1,
  ) => Promise<VoteResult>;
  flag: Handler<z.infer<Params>, FlagResult>;
  riseUp: Handler<z.infer<Params>, RiseUpResult>;
  history: Handler<z.infer<Params>, HistoryEntry[]>;
}

export function postInteractionRoutes<Params extends z.ZodObject>(
  app: App,
  { tags, noun, path, params, ...service }: PostInteractions<Params>,
) {
  const { ctx } = app;
  const guard = requireRole('ANY');
  // The zod type provider cannot follow a generic schema; `params` has validated the path.
  const refOf = (request: { params: unknown }) => request.params as z.infer<Params>;

  app.post(`${path}/vote/:value`, {
    schema: {
      tags,
      summary: 'Vote 1 (up) or -1 (down); the same value again removes the vote',
      params: params.extend({ value: z.string() }),
      response: { 200: envelope(voteResult) },
    },
    preHandler: guard,
    handler: async (request) => {
      const ref = refOf(request) as z.infer<Params> & { value: string };
      const value = voteValue.parse(ref.value);
      const result = await service.vote(ctx, currentUser(request), ref, value);
      return ok(result.vote === 0 ? QA_MESSAGES.voteRemoved : QA_MESSAGES.voted, result);
    },
  });

  app.post(`${path}/flag`, {
    schema: {
      tags,
      summary: `Toggle your flag; enough flags send the ${noun} to the doghouse`,
      params,
      response: { 200: envelope(flagResult) },
    },
    preHandler: guard,
    handler: async (request) => {
      const result = await service.flag(ctx, currentUser(request), refOf(request));
      return ok(result.selfFlagged ? QA_MESSAGES.flagged : QA_MESSAGES.unflagged, result);
    },
  });

  app.post(`${path}/riseUp`, {
    schema: {
      tags,
      summary: `Toggle your rise-up on a doghouse ${noun}; enough rise-ups bring it back`,
      params,
      response: { 200: envelope(riseUpResult) },
    },
    preHandler: guard,
    handler: async (request) => {
      const result = await service.riseUp(ctx, currentUser(request), refOf(request));
      return ok(result.hasRiseUp ? QA_MESSAGES.risenUp : QA_MESSAGES.riseUpRemoved, result);
    },
  });

  app.get(`${path}/history`, {
    schema: {
      tags,
      summary: `Every version of the ${noun} text, newest first`,
      params,
      response: { 200: envelope(z.array(historyEntry)) },
    },
    preHandler: guard,
    handler: async (request) =>
      ok(QA_MESSAGES.history, await service.history(ctx, currentUser(request), refOf(request))),
  });
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '#shared/schemas/common.ts';
import {
  AnswerQuestionSchema,
  CreateQuestionSchema,
  QuestionListSchema,
  QuestionSchema,
} from '#shared/schemas/question.ts';
import { answerQuestion, askQuestion, listQuestions } from '../services/questions.ts';

/** The question's id follows the same rules (and words) as every other id. */
const QuestionParamsSchema = IdParamsSchema.extend({ questionId: IdParamsSchema.shape.id });

/** Any signed-in employee may ask and answer (everyone may comment). */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/work-orders/:id/questions',
    {
      schema: {
        operationId: 'listQuestions',
        summary: 'Questions of a work order, oldest first',
        tags: ['questions'],
        params: IdParamsSchema,
        response: { 200: QuestionListSchema },
      },
    },
    async (request) => listQuestions(request.server.db, request.params.id),
  );

  app.post(
    '/api/work-orders/:id/questions',
    {
      schema: {
        operationId: 'askQuestion',
        summary: 'Ask a question about a work order',
        tags: ['questions'],
        params: IdParamsSchema,
        body: CreateQuestionSchema,
        response: { 201: QuestionSchema },
      },
    },
    async (request, reply) => {
      const question = await askQuestion(request.server.db, {
        orderId: request.params.id,
        asker: request.employee,
        question: request.body.question,
      });
      return reply.status(201).send(question);
    },
  );

  app.patch(
    '/api/work-orders/:id/questions/:questionId',
    {
      schema: {
        operationId: 'answerQuestion',
        summary: 'Answer a question, change its answer, or clear it with null',
        tags: ['questions'],
        params: QuestionParamsSchema,
        body: AnswerQuestionSchema,
        response: { 200: QuestionSchema },
      },
    },
    async (request) =>
      answerQuestion(request.server.db, {
        orderId: request.params.id,
        questionId: request.params.questionId,
        answerer: request.employee,
        answer: request.body.answer,
      }),
  );
};

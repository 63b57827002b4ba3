import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, notFound } from '../../lib/errors.ts';
import { Type } from 'typebox';
import { MAX_PAGE, MAX_PAGE_SIZE, pageOf, paged, Paged } from '../../lib/pagination.ts';
import { confidenceLevel } from '../../listings/metrics/arv.ts';
import { potentialReason } from '../../listings/metrics/investment.ts';
import { compSummary } from '../../properties/compSummary.ts';
import { propertyHistory } from '../../listings/history/listingHistory.ts';
import { ListingHistorySchema } from '../../listings/history/schemas.ts';
import { PLACEHOLDER_SVG } from './placeholder.ts';
import { propertiesRepository } from '../../properties/propertiesRepository.ts';
import { verifySharedListingToken } from '../../properties/sharedListingToken.ts';
import { galleryPhotos } from '../../properties/illustrativePhotos.ts';
import { withoutOwnerFacts } from '../../listings/records/ownerFacts.ts';
import { ownerRecordOfListing } from '../../listings/records/propertyRecordsRepository.ts';
import {
  NoteAnswer,
  NoteBody,
  PropertyDetail,
  PropertyGallery,
  PropertyParams,
  SaveBody,
  SavedProperty,
  SharedListingParams,
} from '../../properties/schemas.ts';
import { failures, fileAnswer, noContent } from '../../plugins/openapi.ts';

const ARV_METHOD =
  'Median adjusted price of comparable closed sales (same subtype, Good or Excellent condition, sold within 12 months, living area within ±20%, the 8 nearest within 1 mile widening to 2, 3 and 5), each adjusted for time, size, condition and bedrooms/bathrooms, rounded to $1,000: the full report shows each adjustment.';
const NOT_SAVED = 'This property is not in your saved properties.';
/** The unpaged list answers the newest this many (far past any real list; the grid pages). */
const MAX_SAVED_IN_ARRAY = 10_000;
/** PageQuery without its defaults: whether the caller asked for a page decides the answer's form. */
const SavedListQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
});

const properties: FastifyPluginAsyncTypebox<{ appSecret: string }> = async (app, { appSecret }) => {
  const repository = propertiesRepository(app.db);
  const tags = ['properties'];

  // The spec's list is an array of objects with property_id (section 3); the grid asks for pages with ?page and gets the
  // paged answer every list gives.
  app.get(
    '/properties/saved/',
    {
      schema: {
        tags,
        summary: 'List saved properties',
        querystring: SavedListQuery,
        response: { 200: Type.Union([Paged(SavedProperty), Type.Array(SavedProperty, { maxItems: MAX_SAVED_IN_ARRAY })]) },
      },
    },
    async (request) => {
      if (request.query.page === undefined && request.query.page_size === undefined)
        return (await repository.saved(request.userId, { page: 1, pageSize: MAX_SAVED_IN_ARRAY, limit: MAX_SAVED_IN_ARRAY, offset: 0 }))
          .results;
      const page = pageOf(request.query);
      const { count, results } = await repository.saved(request.userId, page);
      return paged(request, page, count, results);
    },
  );

  app.post(
    '/properties/save/',
    { schema: { tags, summary: 'Save a property', body: SaveBody, response: { 200: NoteAnswer, 201: NoteAnswer, ...failures(404) } } },
    async (request, reply) => {
      const listingId = Number(request.body.property_id);
      const listing = await repository.exists(listingId);
      if (!listing) throw notFound('Property not found.');
      const userId = request.userId;
      const { inserted } = await repository.save(userId, listingId, request.body.address?.trim() || null, listing.address);
      return reply
        .status(inserted ? 201 : 200)
        .send({ property_id: String(listingId), note: (await repository.note(userId, listingId)) ?? '' });
    },
  );

  app.delete(
    '/properties/saved/:id/',
    { schema: { tags, summary: 'Remove a saved property', params: PropertyParams, response: { 204: noContent('Removed') } } },
    async (request, reply) => {
      if (!(await repository.unsave(request.userId, request.params.id))) throw notFound(NOT_SAVED);
      return reply.status(204).send();
    },
  );

  app.put(
    '/properties/saved/note/:id/',
    {
      schema: {
        tags,
        summary: 'Write the note of a saved property',
        params: PropertyParams,
        body: NoteBody,
        response: { 200: NoteAnswer },
      },
    },
    async (request) => {
      if (!(await repository.setNote(request.userId, request.params.id, request.body.note))) throw notFound(NOT_SAVED);
      return { property_id: String(request.params.id), note: request.body.note };
    },
  );

  app.get(
    '/properties/saved/get-note/:id/',
    { schema: { tags, summary: 'Read the note of a saved property', params: PropertyParams, response: { 200: NoteAnswer } } },
    async (request) => {
      const note = await repository.note(request.userId, request.params.id);
      if (note === undefined) throw notFound(NOT_SAVED);
      return { property_id: String(request.params.id), note };
    },
  );

  const detail = async (id: number, userId: number) => {
    const [row, owner] = await Promise.all([repository.detail(id, userId), ownerRecordOfListing(app.db, id)]);
    if (!row) throw notFound('Property not found.');
    const { arv_comps, condition_cues, potential_factors, ...facts } = row;
    return {
      ...facts,
      owner_record: owner,
      arv_confidence_level: confidenceLevel(facts.arv_confidence),
      explanation: {
        arv: { method: ARV_METHOD, comps: arv_comps.map((c) => compSummary(c, facts.living_area)) },
        condition: { cues: condition_cues },
        investment_potential: { factors: potential_factors.map((f) => ({ ...f, reason: potentialReason(f) })) },
      },
    };
  };

  app.get(
    '/properties/:id/',
    { schema: { tags, summary: 'Read a property', params: PropertyParams, response: { 200: PropertyDetail } } },
    async (request) => detail(request.params.id, request.userId),
  );

  // Public: the listing link of an automated e-mail, for a recipient without an account; it costs the owner nothing.
  app.get(
    '/properties/shared/:token/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Read a property by the link of an e-mail',
        params: SharedListingParams,
        response: { 200: PropertyDetail, ...failures(410) },
      },
    },
    async (request) => {
      const check = verifySharedListingToken(appSecret, request.params.token);
      if ('problem' in check)
        throw check.problem === 'expired'
          ? new ApiError(410, 'This listing link has expired. Ask the sender for a new one.')
          : notFound('This listing link is not valid.');
      const { owner_record: _owner, ...listing } = await detail(check.listingId, 0);
      return withoutOwnerFacts(listing);
    },
  );

  app.get(
    '/properties/:id/photos/',
    { schema: { tags, summary: "List a property's photos", params: PropertyParams, response: { 200: PropertyGallery } } },
    async (request) => {
      const row = await repository.gallery(request.params.id);
      if (!row) throw notFound('Property not found.');
      const { media, is_demo, property_id, ...facts } = row;
      const photos = galleryPhotos(media, facts);
      return {
        property_id,
        address: facts.address,
        city: facts.city,
        state: facts.state,
        postal_code: facts.postal_code,
        is_demo,
        illustrative: photos[0]!.kind === 'illustrative',
        count: photos.length,
        photos,
      };
    },
  );

  app.get(
    '/properties/:id/history/',
    {
      schema: {
        tags,
        summary: "A property's price and status history",
        description: 'Every change of list price and status seen (imports, feeds, demo data), newest first.',
        params: PropertyParams,
        response: { 200: ListingHistorySchema },
      },
    },
    async (request) => {
      const history = await propertyHistory(app.db, Number(request.params.id));
      if (!history) throw notFound('Property not found.');
      return history;
    },
  );

  // Public: an <img> cannot send the bearer token.
  app.get(
    '/properties/:id/placeholder.svg',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The picture shown for a property without photos',
        params: PropertyParams,
        response: { 200: fileAnswer('An SVG picture', ['image/svg+xml']) },
      },
    },
    async (_request, reply) =>
      reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=86400').send(PLACEHOLDER_SVG),
  );
};
export default properties;

import { describe, expect, it } from 'vitest';
import { iframeSnippet, originProblem, scriptSnippet, widgetUrl } from '../../../../src/custom/integrations/widgetSnippet.ts';
import { buildTryItRequest, missingRequired, typedValue } from '../../../../src/custom/integrations/tryIt.ts';
import type { EndpointDoc } from '../../../../src/dataProvider/integrations.ts';

describe('origin rule (https://host[:port] or http://localhost[:port])', () => {
  it.each([
    'https://partner.example',
    'https://www.partner.example:8443',
    'http://localhost',
    'http://localhost:5173',
    'https://a-b.c-d.io',
  ])('accepts %s', (origin) => expect(originProblem(origin)).toBeNull());

  it.each([
    ['', 'Enter a website address.'],
    ['partner.example', 'Start with https://, e.g. https://www.example.com'],
    ['http://partner.example', 'Use https:// (plain http is allowed only for localhost).'],
    ['https://partner.example/', 'Only the website’s origin: no path, query or trailing slash (e.g. https://www.example.com).'],
    ['https://partner.example/listings', 'Only the website’s origin: no path, query or trailing slash (e.g. https://www.example.com).'],
    ['https://partner.example:70000', 'The port must be between 1 and 65535.'],
    ['https://part ner.example', 'Not a website origin; write it as https://host or https://host:port.'],
    ['ftp://partner.example', 'Start with https://, e.g. https://www.example.com'],
  ])('refuses %j', (origin, message) => expect(originProblem(origin)).toBe(message));
});

describe('widget snippets', () => {
  const portalUrl = 'https://portal.example.com/';
  it('points each widget at its page with the embed id', () => {
    expect(widgetUrl({ portalUrl, embedId: 'emb_7Q', type: 'search' })).toBe('https://portal.example.com/iframe?embed=emb_7Q');
    expect(widgetUrl({ portalUrl, embedId: 'emb_7Q', type: 'report', propertyId: ' P-12 ' })).toBe(
      'https://portal.example.com/report?embed=emb_7Q&property_id=P-12',
    );
    expect(widgetUrl({ portalUrl, embedId: 'emb_7Q', type: 'auction-report' })).toBe(
      'https://portal.example.com/auction-report?embed=emb_7Q&property_id=PROPERTY_ID',
    );
  });

  it('escapes the address in the iframe attribute', () => {
    expect(iframeSnippet({ portalUrl, embedId: 'emb_7Q', type: 'report', propertyId: '9' })).toBe(
      '<iframe src="https://portal.example.com/report?embed=emb_7Q&amp;property_id=9" title="PropScout property report" width="100%" height="900" style="border:0;max-width:100%" loading="lazy"></iframe>',
    );
  });

  it('sizes the iframe only from the portal origin and that iframe', () => {
    const code = scriptSnippet({ portalUrl, embedId: 'emb_7Q', type: 'search' });
    expect(code).toContain('<iframe id="propscout-emb_7Q" src="https://portal.example.com/iframe?embed=emb_7Q"');
    expect(code).toContain('event.origin !== "https://portal.example.com"');
    expect(code).toContain('event.source !== frame.contentWindow');
    expect(code).toContain('event.data.type === "propscout:height"');
  });
});

describe('try-it request', () => {
  const doc: Pick<EndpointDoc, 'method' | 'path' | 'parameters'> = {
    method: 'post',
    path: '/api/properties/{id}/things/',
    parameters: [
      { name: 'id', in: 'path', required: true, type: 'string' },
      { name: 'page', in: 'query', required: false, type: 'integer' },
      { name: 'location', in: 'body', required: true, type: 'string' },
      { name: 'dom', in: 'body', required: false, type: 'integer' },
      { name: 'tags', in: 'body', required: false, type: 'array' },
      { name: 'empty', in: 'body', required: false, type: 'string' },
    ],
  };

  it('fills the path, the query and a typed JSON body, with the key in X-API-Key', () => {
    expect(buildTryItRequest(doc, { id: 'a/b', page: '2', location: 'Austin, TX', dom: '30', tags: 'x, y' }, 'ps_live_k')).toEqual({
      method: 'POST',
      url: '/api/properties/a%2Fb/things/?page=2',
      headers: { 'X-API-Key': 'ps_live_k', Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ location: 'Austin, TX', dom: 30, tags: ['x', 'y'] }),
    });
  });

  it('sends a GET without a body', () => {
    const get = { ...doc, method: 'GET', path: '/api/searches/properties/', parameters: [doc.parameters[1]] };
    expect(buildTryItRequest(get, { page: '' }, 'k')).toEqual({
      method: 'GET',
      url: '/api/searches/properties/',
      headers: { 'X-API-Key': 'k', Accept: 'application/json' },
    });
  });

  it('names the required parameters left empty', () => {
    expect(missingRequired(doc as EndpointDoc, { id: ' ', location: 'x' })).toEqual(['id']);
  });

  it('types values by schema type', () => {
    expect(typedValue({ type: 'number' }, '1.5')).toBe(1.5);
    expect(typedValue({ type: 'integer' }, 'ten')).toBe('ten');
    expect(typedValue({ type: 'boolean' }, 'true')).toBe(true);
    expect(typedValue({ type: 'array' }, '[1,2]')).toEqual([1, 2]);
    expect(typedValue({ type: 'object' }, '{"a":1}')).toEqual({ a: 1 });
  });
});

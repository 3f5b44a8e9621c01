import {getEvent, objectsByName, webhookEvents} from '.';
import {adminEvents} from './references/adminEvents';
import {eventSlug, resolveEvent} from './events';

test('each event resolves to its page, an envelope and an example whose data is its object', () => {
  expect(webhookEvents).toHaveLength(adminEvents.length);
  for (const event of webhookEvents) {
    expect(event.route).toBe(`/api/admin/events/${event.slug}`);
    expect(event.docId).toBe(`admin/events/${event.slug}`);
    expect(event.fields.map((field) => field.name)).toEqual([
      'id',
      'type',
      'created_at',
      'project',
      'data',
    ]);
    expect(event.example.type).toBe(event.name);
    expect(event.example.id).toMatch(/^evt_[a-z0-9]{8}$/);
    const data = event.example.data as Record<string, unknown>;
    // The example's data has exactly the object's fields: an override cannot add a field the object lacks.
    expect(Object.keys(data).sort()).toEqual(
      objectsByName[event.object].fields.map((field) => field.name).sort(),
    );
  }
  expect(new Set(webhookEvents.map((event) => event.example.id)).size).toBe(webhookEvents.length);
});

test("an event's example overrides only the fields it names", () => {
  const verified = getEvent('domain.verified').example.data as Record<string, unknown>;
  expect(verified).toMatchObject({status: 'active', hostname: 'www.northwind.example'});
  const submitted = getEvent('form.submitted').example;
  // The guide's envelope: the submission of the model, as every page shows it.
  expect(submitted).toMatchObject({id: 'evt_5c2n8q1w', project: 'prj_8f3k2m9q'});
  expect(submitted.data).toMatchObject({id: 'sub_7m4k9t2x', form: 'contact'});
});

test('slugs and unknown names', () => {
  expect(eventSlug('project.unpublished')).toBe('project-unpublished');
  expect(() => getEvent('form.sent')).toThrow(
    'No webhook event "form.sent" in src/data/api. The events are form.submitted, entry.created',
  );
  const spec = adminEvents[0];
  if (!spec) throw new Error('no events');
  expect(resolveEvent('admin', spec).example).toEqual(getEvent(spec.name).example);
});

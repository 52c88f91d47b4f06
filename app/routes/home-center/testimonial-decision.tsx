// /testimonials/{token} (issue 12; not a SPEC route: the home center's own
// link, from the mail that brought a visitor's testimonial or review). The
// home center reads the words and publishes them or keeps them off the site.
// Private: never cached, never indexed; the link itself is the key.
import { data, Form, redirect } from 'react-router';
import { DataText } from '../../components/data-text.tsx';
import { plainPageMeta } from '../../seo.ts';
import { appContext } from '../../context.ts';
import {
  DecideTestimonialMutation,
  TestimonialDecisionQuery,
} from '../../graphql/documents/home-centers.ts';
import type { Route } from './+types/testimonial-decision';

export function headers() {
  // The default referrer policy already keeps the path (the key) from other sites.
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const { testimonialDecision } = await context
    .get(appContext)
    .execute(TestimonialDecisionQuery, { token: params.token });
  if (!testimonialDecision) throw data(null, { status: 404 });
  return { testimonial: testimonialDecision };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const app = context.get(appContext);
  // A link we never sent is not found, posted to or opened (not the mutation's 400).
  const { testimonialDecision } = await app.execute(TestimonialDecisionQuery, {
    token: params.token,
  });
  if (!testimonialDecision) throw data(null, { status: 404 });
  const form = await request.formData();
  const publish = form.get('publish') === 'yes';
  await app.execute(DecideTestimonialMutation, { token: params.token, publish });
  return redirect(`/testimonials/${encodeURIComponent(params.token)}`, 303);
}

export function meta({ matches }: Route.MetaArgs) {
  return plainPageMeta(matches, 'Publish a testimonial?');
}

const STATUS = {
  pending: 'Waiting for your decision: it is not on the site.',
  approved: 'Published: it shows on your site.',
  declined: 'Kept off the site.',
} as const;

export default function TestimonialDecision({ loaderData }: Route.ComponentProps) {
  const { testimonial } = loaderData;
  const status = STATUS[testimonial.status as keyof typeof STATUS] ?? testimonial.status;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">
        {testimonial.kind === 'review' ? 'A review' : 'A testimonial'} for {testimonial.dealerName}
      </h1>
      <p className="mt-2 font-semibold" role="status">
        {status}
      </p>
      <figure className="mt-6 rounded-lg bg-brand-50 p-5">
        <p className="text-sm font-semibold text-accent-700">
          {testimonial.rating} of 5 stars
          {testimonial.homeName ? ` · ${testimonial.homeName}` : ''}
        </p>
        <blockquote className="mt-2 whitespace-pre-line">
          <DataText text={testimonial.content} />
        </blockquote>
        <figcaption className="mt-2 text-sm text-muted">{testimonial.name}</figcaption>
      </figure>
      <p className="mt-6 text-muted">
        Publish it as it is, or keep it off the site. You can change your mind with this link.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Form method="post">
          <input type="hidden" name="publish" value="yes" />
          <button
            type="submit"
            className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Publish it
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="publish" value="no" />
          <button
            type="submit"
            className="rounded-md border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
          >
            Keep it off the site
          </button>
        </Form>
      </div>
    </div>
  );
}

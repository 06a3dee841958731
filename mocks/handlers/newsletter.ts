/** POST /api/newsletter {email}: the home page's newsletter box. */
import { getStore } from '@backend/store';
import { MESSAGES } from '@backend/messages';
import { newsletterSchema } from '@backend/validation';
import { json, parseBody, refused, route } from './http';

export const newsletterHandlers = [
  route('newsletter', 'post', '/api/newsletter', async ({ request }) => {
    const body = await parseBody(request, newsletterSchema);
    if (!body.ok) return body.response;
    const result = await getStore().subscribe(body.data.email);
    if (!result.ok) return refused(result);
    return json({
      message: result.value.alreadySubscribed ? MESSAGES.alreadySubscribed : MESSAGES.subscribed,
    });
  }),
];

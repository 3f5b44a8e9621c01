import type {PlaygroundState} from './playgroundState';

export interface StartingExample extends PlaygroundState {
  readonly id: string;
  readonly label: string;
}

/** The examples the playground offers to start from; the first is the default. */
export const startingExamples: readonly StartingExample[] = [
  {
    id: 'post-list',
    label: 'Post list',
    template: `<ul class="posts">
  {% for post in posts %}
    <li>
      <a href="{{ post.url }}">{{ post.title }}</a>
      <small>{{ post.published_at|date('M j, Y') }} · {{ post.body|reading_time }} min read</small>
    </li>
  {% else %}
    <li>No posts yet.</li>
  {% endfor %}
</ul>`,
    data: `{
  "posts": [
    {
      "title": "Spring collection",
      "url": "/blog/spring-collection",
      "published_at": "2026-03-02T08:15:00Z",
      "body": "Light fabrics and bright colours for the new season."
    },
    {
      "title": "Opening hours at Easter",
      "url": "/blog/easter-hours",
      "published_at": "2026-03-10T12:00:00Z",
      "body": "The shop closes on Sunday and Monday."
    }
  ]
}`,
  },
  {
    id: 'date-format',
    label: 'Date format',
    template: `<p>Published <time datetime="{{ post.published_at|date('c') }}">{{ post.published_at|date('l, F jS Y') }}</time></p>
<p>Order today, delivered by {{ 'now'|date_modify('+3 days')|date('l, F j') }}.</p>
<p>The webinar starts at {{ post.published_at|date('g:i A T', 'America/New_York') }}.</p>`,
    data: `{
  "post": { "published_at": "2026-03-02T08:15:00Z" }
}`,
  },
  {
    id: 'form',
    label: 'Form',
    template: `{% form 'contact' with {class: 'stack'} %}
  <label>Name <input name="name" required></label>
  <label>Email <input type="email" name="email" required></label>
  <label>{{ labels.message }} <textarea name="message"></textarea></label>
  <button>Send</button>
{% endform %}`,
    data: `{
  "labels": { "message": "How can we help?" }
}`,
  },
  {
    id: 'macro',
    label: 'Macro',
    template: `{% macro menu(links) %}
  <ul>
    {% for link in links %}
      <li>
        <a href="{{ link.url }}">{{ link.label }}</a>
        {% if link.children %}{{ _self.menu(link.children) }}{% endif %}
      </li>
    {% endfor %}
  </ul>
{% endmacro %}

<nav>{{ _self.menu(links) }}</nav>`,
    data: `{
  "links": [
    { "label": "Shop", "url": "/shop", "children": [
      { "label": "New in", "url": "/shop/new" },
      { "label": "Sale", "url": "/shop/sale" }
    ] },
    { "label": "Blog", "url": "/blog" }
  ]
}`,
  },
];

export const defaultExample = startingExamples[0] as StartingExample;

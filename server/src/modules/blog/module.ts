import type { FeatureModule } from '../../http/feature-module.ts';
import type { Db } from '../../store/db.ts';
import { atomFeed } from './feed.ts';
import { BLOG_TITLE, FEED_PATH } from './pages.ts';
import { listPosts } from './store.ts';

/** The blog's feed; its pages are in the page registry (blogPageLoaders). */
export function createBlogModule(deps: { db: Db; baseUrl: string }): FeatureModule {
  return {
    name: 'blog',
    afterContract(app) {
      app.get(FEED_PATH, async (_req, res, next) => {
        try {
          const posts = await listPosts(deps.db);
          const xml = atomFeed({
            baseUrl: deps.baseUrl,
            title: BLOG_TITLE,
            feedPath: FEED_PATH,
            posts,
            now: new Date(),
          });
          res.type('application/atom+xml; charset=utf-8').setHeader('Cache-Control', 'public, max-age=3600');
          res.send(xml);
        } catch (err) {
          next(err);
        }
      });
    },
  };
}

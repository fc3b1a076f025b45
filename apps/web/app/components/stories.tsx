import { longDay, type PublicStory, paragraphs } from '@campito/core';
import { DogImage } from './dog-image';

/**
 * Stories of dogs that found a family (issue 37): what an adopter told in a follow-up, as staff published
 * it with the adopter's consent, its photos and the day the dog went home. `withName` titles each with
 * the dog's name and a link to its page (lists of several dogs); a dog's own page leaves it out.
 */
export function Stories({ stories, withName }: { stories: PublicStory[]; withName: boolean }) {
  return (
    <ul className="stories">
      {stories.map((story) => (
        <li key={story.id}>
          <article className="story" aria-label={`Historia de ${story.dogName}`}>
            {withName ? (
              <h3>
                <a href={`/adoptar/perros/${story.dogId}`}>{story.dogName}</a>
              </h3>
            ) : null}
            <p className="story-date">{`Se fue a su casa el ${longDay(story.adoptedOn)}.`}</p>
            {paragraphs(story.text).map((p) => (
              <p key={p}>{p}</p>
            ))}
            {story.photos.length > 0 ? (
              <div className="story-photos">
                {story.photos.map((photo) => (
                  <DogImage
                    key={photo.key}
                    image={photo}
                    dogName={story.dogName}
                    sizes="(min-width: 48rem) 12rem, 45vw"
                  />
                ))}
              </div>
            ) : null}
          </article>
        </li>
      ))}
    </ul>
  );
}

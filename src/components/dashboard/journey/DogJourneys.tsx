import { DogJourneyCard, type JourneyDog } from './DogJourneyCard';
import './journey.css';

/** Every dog's journey card; the one a weigh-in reminder links to (?weigh=<pet id>) opens at its weight. */
export default function DogJourneys({ pets }: { pets: readonly JourneyDog[] }) {
  const weigh = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('weigh');
  return (
    <div className="dog-journeys">
      {pets.map((pet) => (
        <DogJourneyCard key={pet.id} pet={pet} focus={pet.id === weigh} />
      ))}
    </div>
  );
}

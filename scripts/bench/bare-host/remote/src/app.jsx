// The bench's one remote: a heading, so the page has a largest contentful paint.
export default function App() {
  return <h1>Bare federated host</h1>;
}

import { FAQ_ITEMS } from '../model/faqItems';

/** The nine static questions, each a heading with a short answer. */
export function FaqTab() {
  return (
    <div className="faq">
      {FAQ_ITEMS.map((item) => (
        <article key={item.question} className="faq__item">
          <h3 className="faq__question">{item.question}</h3>
          <p className="faq__answer">{item.answer}</p>
        </article>
      ))}
    </div>
  );
}

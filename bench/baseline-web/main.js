// The bundle baseline: React 19 and react-dom rendering one interactive element, nothing else.
/* global document -- runs in the browser */
import { createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Hello() {
  const [count, setCount] = useState(0);
  return createElement('button', { onClick: () => setCount(count + 1) }, `Hello (${count})`);
}

createRoot(document.getElementById('root')).render(createElement(Hello));

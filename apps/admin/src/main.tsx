import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import { ConsoleApp } from './app/App.tsx';
import { installAntdRender } from './lib/antd-render.ts';
import './theme.css';
import './styles.css';
import './antd-overrides.css';

dayjs.locale('zh-cn');
installAntdRender();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
createRoot(container).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);

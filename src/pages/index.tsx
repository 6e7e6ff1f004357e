import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import CodeTour from '@site/src/components/Home/CodeTour';
import Ecosystem from '@site/src/components/Home/Ecosystem';
import Features from '@site/src/components/Home/Features';
import Hero from '@site/src/components/Home/Hero';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout description={siteConfig.tagline}>
      <Hero />
      <main>
        <Features />
        <CodeTour />
        <Ecosystem />
      </main>
    </Layout>
  );
}

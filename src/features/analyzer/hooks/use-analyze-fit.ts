// Runs an analysis for the application and saves it (a new one replaces the old), reporting the current step.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useSaveAnalysis } from '@/data/analyses/save-analysis';
import type { Application } from '@/data/applications/types';
import type { AnalysisStep } from '../utils/analyzer-texts';
import { runAnalysis } from '../utils/run-analysis';

export function useAnalyzeFit(application: Application) {
  const saveAnalysis = useSaveAnalysis();
  const [step, setStep] = useState<AnalysisStep | null>(null);

  const mutation = useMutation({
    mutationFn: async () => {
      const { result, model, resumeText } = await runAnalysis({ application, onStep: setStep });
      setStep('saving');
      return saveAnalysis.mutateAsync({ applicationId: application.id, result, model, resumeText });
    },
    onSettled: () => setStep(null),
  });

  return { analyze: mutation, step };
}

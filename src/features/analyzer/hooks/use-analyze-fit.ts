// Runs an analysis for the application and saves it (a new one replaces the old), reporting the current step.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AI_MODELS } from '@/lib/ai';
import { useSaveAnalysis } from '@/data/analyses/save-analysis';
import type { Application } from '@/data/applications/types';
import { experiencesQueryOptions } from '@/data/experiences/get-experiences';
import type { AnalysisStep } from '../utils/analyzer-texts';
import { runAnalysis } from '../utils/run-analysis';

export function useAnalyzeFit(application: Application) {
  const queryClient = useQueryClient();
  const saveAnalysis = useSaveAnalysis();
  const [step, setStep] = useState<AnalysisStep | null>(null);

  const mutation = useMutation({
    mutationFn: async () => {
      const result = await runAnalysis({
        application,
        loadExperiences: () => queryClient.fetchQuery(experiencesQueryOptions()),
        onStep: setStep,
      });
      setStep('saving');
      return saveAnalysis.mutateAsync({ applicationId: application.id, result, model: AI_MODELS.chat });
    },
    onSettled: () => setStep(null),
  });

  return { analyze: mutation, step };
}

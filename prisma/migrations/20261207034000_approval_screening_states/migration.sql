-- Approval gates: the screening states an application may be approved in (CURRENT only unless an admin relaxes it), and who relaxed it when
-- AlterTable
ALTER TABLE "Account" ADD COLUMN "approvalScreeningStates" TEXT[] DEFAULT ARRAY['CURRENT']::TEXT[],
ADD COLUMN "approvalScreeningStatesSetAt" TIMESTAMP(3),
ADD COLUMN "approvalScreeningStatesSetById" TEXT;

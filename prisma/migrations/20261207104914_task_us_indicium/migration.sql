-- AlterTable
ALTER TABLE "Task" ADD COLUMN     "usIndicium" TEXT;

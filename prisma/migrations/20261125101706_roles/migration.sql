-- CreateEnum
CREATE TYPE "Role" AS ENUM ('viewer', 'analyst', 'approver', 'admin');

-- AlterTable
ALTER TABLE "ApiKey" ADD COLUMN     "role" "Role";

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "role" "Role";

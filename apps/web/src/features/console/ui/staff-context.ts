import { createContext, useContext } from 'react';
import type { StaffAccount } from '@bizline/domain/wire/staff';

/** The signed-in account, provided by ConsoleApp to every section page. */
export const StaffContext = createContext<StaffAccount | null>(null);

/** The signed-in account (inside the console only). */
export function useStaff(): StaffAccount {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the console');
  return staff;
}

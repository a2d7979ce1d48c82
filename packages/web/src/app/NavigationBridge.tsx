/** Lets code outside React (the API client's verification redirect) navigate inside the router. */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from '../services/app-services.js';

export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => void navigate(to)), [navigate]);
  return null;
}

import { INTERFACE_ID } from '@campito/core';
import WebIcon from '@mui/icons-material/Web';
import { Navigate } from 'react-router-dom';
import { InterfaceEdit } from './InterfaceEdit';

/** There is no list: the menu entry opens the single record. */
const InterfaceList = () => <Navigate to={`/interfaces/${INTERFACE_ID}`} replace />;

export default { list: InterfaceList, edit: InterfaceEdit, icon: WebIcon };

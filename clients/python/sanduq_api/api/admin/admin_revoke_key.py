from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_revoke_key_response_200 import AdminRevokeKeyResponse200
from ...models.error_forbidden import ErrorFORBIDDEN
from ...models.error_merchantnotfound import ErrorMERCHANTNOTFOUND
from ...models.error_notfound import ErrorNOTFOUND
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from typing import cast



def _get_kwargs(
    id: str,
    key_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/admin/merchants/{id}/keys/{key_id}/revoke".format(id=quote(str(id), safe=""),key_id=quote(str(key_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminRevokeKeyResponse200 | ErrorFORBIDDEN | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | None:
    if response.status_code == 200:
        response_200 = AdminRevokeKeyResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = ErrorFORBIDDEN.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        def _parse_response_404(data: object) -> ErrorMERCHANTNOTFOUND | ErrorNOTFOUND:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_404_type_0 = ErrorMERCHANTNOTFOUND.from_dict(data)



                return response_404_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_404_type_1 = ErrorNOTFOUND.from_dict(data)



            return response_404_type_1

        response_404 = _parse_response_404(response.json())

        return response_404

    if response.status_code == 429:
        response_429 = ErrorRATELIMITEXCEEDED.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ErrorSERVERERROR.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ErrorSERVICEUNAVAILABLE.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminRevokeKeyResponse200 | ErrorFORBIDDEN | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    key_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[AdminRevokeKeyResponse200 | ErrorFORBIDDEN | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE]:
    """ Revoke a key

    Args:
        id (str):
        key_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminRevokeKeyResponse200 | ErrorFORBIDDEN | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE]
     """


    kwargs = _get_kwargs(
        id=id,
key_id=key_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    key_id: str,
    *,
    client: AuthenticatedClient,

) -> AdminRevokeKeyResponse200 | ErrorFORBIDDEN | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | None:
    """ Revoke a key

    Args:
        id (str):
        key_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminRevokeKeyResponse200 | ErrorFORBIDDEN | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE
     """


    return sync_detailed(
        id=id,
key_id=key_id,
client=client,

    ).parsed

async def asyncio_detailed(
    id: str,
    key_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[AdminRevokeKeyResponse200 | ErrorFORBIDDEN | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE]:
    """ Revoke a key

    Args:
        id (str):
        key_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminRevokeKeyResponse200 | ErrorFORBIDDEN | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE]
     """


    kwargs = _get_kwargs(
        id=id,
key_id=key_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    key_id: str,
    *,
    client: AuthenticatedClient,

) -> AdminRevokeKeyResponse200 | ErrorFORBIDDEN | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | None:
    """ Revoke a key

    Args:
        id (str):
        key_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminRevokeKeyResponse200 | ErrorFORBIDDEN | ErrorMERCHANTNOTFOUND | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE
     """


    return (await asyncio_detailed(
        id=id,
key_id=key_id,
client=client,

    )).parsed

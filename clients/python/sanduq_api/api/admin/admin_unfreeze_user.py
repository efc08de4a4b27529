from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_unfreeze_user_body import AdminUnfreezeUserBody
from ...models.admin_unfreeze_user_response_200 import AdminUnfreezeUserResponse200
from ...models.error_forbidden import ErrorFORBIDDEN
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...models.error_walletnotfound import ErrorWALLETNOTFOUND
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: AdminUnfreezeUserBody | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/admin/users/{id}/unfreeze".format(id=quote(str(id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminUnfreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND | None:
    if response.status_code == 200:
        response_200 = AdminUnfreezeUserResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = ErrorFORBIDDEN.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ErrorWALLETNOTFOUND.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = ErrorVALIDATIONERROR.from_dict(response.json())



        return response_422

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminUnfreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AdminUnfreezeUserBody | Unset = UNSET,

) -> Response[AdminUnfreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND]:
    """ Lift a user's freeze, or one scope of it

     Freezes add up (debits then credits is all); a lift takes away only its scope: all (the default)
    lifts the whole freeze, debits of an all-freeze leaves credits frozen. Event user.unfrozen with
    `lifted` and what stays frozen in `freeze` (null when nothing).

    Args:
        id (str):
        body (AdminUnfreezeUserBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminUnfreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AdminUnfreezeUserBody | Unset = UNSET,

) -> AdminUnfreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND | None:
    """ Lift a user's freeze, or one scope of it

     Freezes add up (debits then credits is all); a lift takes away only its scope: all (the default)
    lifts the whole freeze, debits of an all-freeze leaves credits frozen. Event user.unfrozen with
    `lifted` and what stays frozen in `freeze` (null when nothing).

    Args:
        id (str):
        body (AdminUnfreezeUserBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminUnfreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND
     """


    return sync_detailed(
        id=id,
client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AdminUnfreezeUserBody | Unset = UNSET,

) -> Response[AdminUnfreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND]:
    """ Lift a user's freeze, or one scope of it

     Freezes add up (debits then credits is all); a lift takes away only its scope: all (the default)
    lifts the whole freeze, debits of an all-freeze leaves credits frozen. Event user.unfrozen with
    `lifted` and what stays frozen in `freeze` (null when nothing).

    Args:
        id (str):
        body (AdminUnfreezeUserBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminUnfreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: AdminUnfreezeUserBody | Unset = UNSET,

) -> AdminUnfreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND | None:
    """ Lift a user's freeze, or one scope of it

     Freezes add up (debits then credits is all); a lift takes away only its scope: all (the default)
    lifts the whole freeze, debits of an all-freeze leaves credits frozen. Event user.unfrozen with
    `lifted` and what stays frozen in `freeze` (null when nothing).

    Args:
        id (str):
        body (AdminUnfreezeUserBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminUnfreezeUserResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | ErrorWALLETNOTFOUND
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_kyc_queue_response_200 import AdminKycQueueResponse200
from ...models.error_forbidden import ErrorFORBIDDEN
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    limit: int | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_limit: int | None | Unset
    if isinstance(limit, Unset):
        json_limit = UNSET
    else:
        json_limit = limit
    params["limit"] = json_limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/admin/kyc",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminKycQueueResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | None:
    if response.status_code == 200:
        response_200 = AdminKycQueueResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = ErrorFORBIDDEN.from_dict(response.json())



        return response_403

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminKycQueueResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,

) -> Response[AdminKycQueueResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR]:
    """ Identity verifications waiting for review, oldest first

     Every merchant's pending verifications (at most `limit`, default 50). Each shows where its document
    image is kept (`document.key`: the S3 object in AWS, a file under the data dir's documents/ folder
    locally); the image itself is never in an answer.

    Args:
        limit (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminKycQueueResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR]
     """


    kwargs = _get_kwargs(
        limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,

) -> AdminKycQueueResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | None:
    """ Identity verifications waiting for review, oldest first

     Every merchant's pending verifications (at most `limit`, default 50). Each shows where its document
    image is kept (`document.key`: the S3 object in AWS, a file under the data dir's documents/ folder
    locally); the image itself is never in an answer.

    Args:
        limit (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminKycQueueResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR
     """


    return sync_detailed(
        client=client,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,

) -> Response[AdminKycQueueResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR]:
    """ Identity verifications waiting for review, oldest first

     Every merchant's pending verifications (at most `limit`, default 50). Each shows where its document
    image is kept (`document.key`: the S3 object in AWS, a file under the data dir's documents/ folder
    locally); the image itself is never in an answer.

    Args:
        limit (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminKycQueueResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR]
     """


    kwargs = _get_kwargs(
        limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    limit: int | None | Unset = UNSET,

) -> AdminKycQueueResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR | None:
    """ Identity verifications waiting for review, oldest first

     Every merchant's pending verifications (at most `limit`, default 50). Each shows where its document
    image is kept (`document.key`: the S3 object in AWS, a file under the data dir's documents/ folder
    locally); the image itself is never in an answer.

    Args:
        limit (int | None | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminKycQueueResponse200 | ErrorFORBIDDEN | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorVALIDATIONERROR
     """


    return (await asyncio_detailed(
        client=client,
limit=limit,

    )).parsed

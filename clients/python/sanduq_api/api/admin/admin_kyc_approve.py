from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_kyc_approve_body import AdminKycApproveBody
from ...models.admin_kyc_approve_response_200 import AdminKycApproveResponse200
from ...models.admin_kyc_approve_response_403 import AdminKycApproveResponse403
from ...models.admin_kyc_approve_response_404 import AdminKycApproveResponse404
from ...models.admin_kyc_approve_response_422 import AdminKycApproveResponse422
from ...models.admin_kyc_approve_response_429 import AdminKycApproveResponse429
from ...models.admin_kyc_approve_response_500 import AdminKycApproveResponse500
from ...models.admin_kyc_approve_response_503 import AdminKycApproveResponse503
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: AdminKycApproveBody | Unset = UNSET,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/admin/kyc/{id}/approve".format(id=quote(str(id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminKycApproveResponse200 | AdminKycApproveResponse403 | AdminKycApproveResponse404 | AdminKycApproveResponse422 | AdminKycApproveResponse429 | AdminKycApproveResponse500 | AdminKycApproveResponse503 | None:
    if response.status_code == 200:
        response_200 = AdminKycApproveResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = AdminKycApproveResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = AdminKycApproveResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = AdminKycApproveResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = AdminKycApproveResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = AdminKycApproveResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = AdminKycApproveResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminKycApproveResponse200 | AdminKycApproveResponse403 | AdminKycApproveResponse404 | AdminKycApproveResponse422 | AdminKycApproveResponse429 | AdminKycApproveResponse500 | AdminKycApproveResponse503]:
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
    body: AdminKycApproveBody | Unset = UNSET,

) -> Response[AdminKycApproveResponse200 | AdminKycApproveResponse403 | AdminKycApproveResponse404 | AdminKycApproveResponse422 | AdminKycApproveResponse429 | AdminKycApproveResponse500 | AdminKycApproveResponse503]:
    """ Approve a pending identity verification: the user's tier rises

     Once: the same call again answers the verification as it is; after `reject`, INVALID_PAYMENT_STATUS.
    The user's limits follow the new tier at once. Event kyc.approved.

    Args:
        id (str):
        body (AdminKycApproveBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminKycApproveResponse200 | AdminKycApproveResponse403 | AdminKycApproveResponse404 | AdminKycApproveResponse422 | AdminKycApproveResponse429 | AdminKycApproveResponse500 | AdminKycApproveResponse503]
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
    body: AdminKycApproveBody | Unset = UNSET,

) -> AdminKycApproveResponse200 | AdminKycApproveResponse403 | AdminKycApproveResponse404 | AdminKycApproveResponse422 | AdminKycApproveResponse429 | AdminKycApproveResponse500 | AdminKycApproveResponse503 | None:
    """ Approve a pending identity verification: the user's tier rises

     Once: the same call again answers the verification as it is; after `reject`, INVALID_PAYMENT_STATUS.
    The user's limits follow the new tier at once. Event kyc.approved.

    Args:
        id (str):
        body (AdminKycApproveBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminKycApproveResponse200 | AdminKycApproveResponse403 | AdminKycApproveResponse404 | AdminKycApproveResponse422 | AdminKycApproveResponse429 | AdminKycApproveResponse500 | AdminKycApproveResponse503
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
    body: AdminKycApproveBody | Unset = UNSET,

) -> Response[AdminKycApproveResponse200 | AdminKycApproveResponse403 | AdminKycApproveResponse404 | AdminKycApproveResponse422 | AdminKycApproveResponse429 | AdminKycApproveResponse500 | AdminKycApproveResponse503]:
    """ Approve a pending identity verification: the user's tier rises

     Once: the same call again answers the verification as it is; after `reject`, INVALID_PAYMENT_STATUS.
    The user's limits follow the new tier at once. Event kyc.approved.

    Args:
        id (str):
        body (AdminKycApproveBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminKycApproveResponse200 | AdminKycApproveResponse403 | AdminKycApproveResponse404 | AdminKycApproveResponse422 | AdminKycApproveResponse429 | AdminKycApproveResponse500 | AdminKycApproveResponse503]
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
    body: AdminKycApproveBody | Unset = UNSET,

) -> AdminKycApproveResponse200 | AdminKycApproveResponse403 | AdminKycApproveResponse404 | AdminKycApproveResponse422 | AdminKycApproveResponse429 | AdminKycApproveResponse500 | AdminKycApproveResponse503 | None:
    """ Approve a pending identity verification: the user's tier rises

     Once: the same call again answers the verification as it is; after `reject`, INVALID_PAYMENT_STATUS.
    The user's limits follow the new tier at once. Event kyc.approved.

    Args:
        id (str):
        body (AdminKycApproveBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminKycApproveResponse200 | AdminKycApproveResponse403 | AdminKycApproveResponse404 | AdminKycApproveResponse422 | AdminKycApproveResponse429 | AdminKycApproveResponse500 | AdminKycApproveResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed

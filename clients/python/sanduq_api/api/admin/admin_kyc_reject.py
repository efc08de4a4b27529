from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_kyc_reject_body import AdminKycRejectBody
from ...models.admin_kyc_reject_response_200 import AdminKycRejectResponse200
from ...models.admin_kyc_reject_response_403 import AdminKycRejectResponse403
from ...models.admin_kyc_reject_response_404 import AdminKycRejectResponse404
from ...models.admin_kyc_reject_response_422 import AdminKycRejectResponse422
from ...models.admin_kyc_reject_response_429 import AdminKycRejectResponse429
from ...models.admin_kyc_reject_response_500 import AdminKycRejectResponse500
from ...models.admin_kyc_reject_response_503 import AdminKycRejectResponse503
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: AdminKycRejectBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/admin/kyc/{id}/reject".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminKycRejectResponse200 | AdminKycRejectResponse403 | AdminKycRejectResponse404 | AdminKycRejectResponse422 | AdminKycRejectResponse429 | AdminKycRejectResponse500 | AdminKycRejectResponse503 | None:
    if response.status_code == 200:
        response_200 = AdminKycRejectResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = AdminKycRejectResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = AdminKycRejectResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = AdminKycRejectResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = AdminKycRejectResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = AdminKycRejectResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = AdminKycRejectResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminKycRejectResponse200 | AdminKycRejectResponse403 | AdminKycRejectResponse404 | AdminKycRejectResponse422 | AdminKycRejectResponse429 | AdminKycRejectResponse500 | AdminKycRejectResponse503]:
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
    body: AdminKycRejectBody,

) -> Response[AdminKycRejectResponse200 | AdminKycRejectResponse403 | AdminKycRejectResponse404 | AdminKycRejectResponse422 | AdminKycRejectResponse429 | AdminKycRejectResponse500 | AdminKycRejectResponse503]:
    """ Reject a pending identity verification, with a reason the user sees

     Once: the same call again answers the verification as it is; after `approve`,
    INVALID_PAYMENT_STATUS. The user may submit again (at most 3 rejections). Event kyc.rejected.

    Args:
        id (str):
        body (AdminKycRejectBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminKycRejectResponse200 | AdminKycRejectResponse403 | AdminKycRejectResponse404 | AdminKycRejectResponse422 | AdminKycRejectResponse429 | AdminKycRejectResponse500 | AdminKycRejectResponse503]
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
    body: AdminKycRejectBody,

) -> AdminKycRejectResponse200 | AdminKycRejectResponse403 | AdminKycRejectResponse404 | AdminKycRejectResponse422 | AdminKycRejectResponse429 | AdminKycRejectResponse500 | AdminKycRejectResponse503 | None:
    """ Reject a pending identity verification, with a reason the user sees

     Once: the same call again answers the verification as it is; after `approve`,
    INVALID_PAYMENT_STATUS. The user may submit again (at most 3 rejections). Event kyc.rejected.

    Args:
        id (str):
        body (AdminKycRejectBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminKycRejectResponse200 | AdminKycRejectResponse403 | AdminKycRejectResponse404 | AdminKycRejectResponse422 | AdminKycRejectResponse429 | AdminKycRejectResponse500 | AdminKycRejectResponse503
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
    body: AdminKycRejectBody,

) -> Response[AdminKycRejectResponse200 | AdminKycRejectResponse403 | AdminKycRejectResponse404 | AdminKycRejectResponse422 | AdminKycRejectResponse429 | AdminKycRejectResponse500 | AdminKycRejectResponse503]:
    """ Reject a pending identity verification, with a reason the user sees

     Once: the same call again answers the verification as it is; after `approve`,
    INVALID_PAYMENT_STATUS. The user may submit again (at most 3 rejections). Event kyc.rejected.

    Args:
        id (str):
        body (AdminKycRejectBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminKycRejectResponse200 | AdminKycRejectResponse403 | AdminKycRejectResponse404 | AdminKycRejectResponse422 | AdminKycRejectResponse429 | AdminKycRejectResponse500 | AdminKycRejectResponse503]
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
    body: AdminKycRejectBody,

) -> AdminKycRejectResponse200 | AdminKycRejectResponse403 | AdminKycRejectResponse404 | AdminKycRejectResponse422 | AdminKycRejectResponse429 | AdminKycRejectResponse500 | AdminKycRejectResponse503 | None:
    """ Reject a pending identity verification, with a reason the user sees

     Once: the same call again answers the verification as it is; after `approve`,
    INVALID_PAYMENT_STATUS. The user may submit again (at most 3 rejections). Event kyc.rejected.

    Args:
        id (str):
        body (AdminKycRejectBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminKycRejectResponse200 | AdminKycRejectResponse403 | AdminKycRejectResponse404 | AdminKycRejectResponse422 | AdminKycRejectResponse429 | AdminKycRejectResponse500 | AdminKycRejectResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed

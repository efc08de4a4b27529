from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.admin_set_merchant_status_body import AdminSetMerchantStatusBody
from ...models.admin_set_merchant_status_response_200 import AdminSetMerchantStatusResponse200
from ...models.admin_set_merchant_status_response_403 import AdminSetMerchantStatusResponse403
from ...models.admin_set_merchant_status_response_404 import AdminSetMerchantStatusResponse404
from ...models.admin_set_merchant_status_response_422 import AdminSetMerchantStatusResponse422
from ...models.admin_set_merchant_status_response_429 import AdminSetMerchantStatusResponse429
from ...models.admin_set_merchant_status_response_500 import AdminSetMerchantStatusResponse500
from ...models.admin_set_merchant_status_response_503 import AdminSetMerchantStatusResponse503
from typing import cast



def _get_kwargs(
    id: str,
    *,
    body: AdminSetMerchantStatusBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/admin/merchants/{id}/status".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> AdminSetMerchantStatusResponse200 | AdminSetMerchantStatusResponse403 | AdminSetMerchantStatusResponse404 | AdminSetMerchantStatusResponse422 | AdminSetMerchantStatusResponse429 | AdminSetMerchantStatusResponse500 | AdminSetMerchantStatusResponse503 | None:
    if response.status_code == 200:
        response_200 = AdminSetMerchantStatusResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = AdminSetMerchantStatusResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = AdminSetMerchantStatusResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        response_422 = AdminSetMerchantStatusResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = AdminSetMerchantStatusResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = AdminSetMerchantStatusResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = AdminSetMerchantStatusResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[AdminSetMerchantStatusResponse200 | AdminSetMerchantStatusResponse403 | AdminSetMerchantStatusResponse404 | AdminSetMerchantStatusResponse422 | AdminSetMerchantStatusResponse429 | AdminSetMerchantStatusResponse500 | AdminSetMerchantStatusResponse503]:
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
    body: AdminSetMerchantStatusBody,

) -> Response[AdminSetMerchantStatusResponse200 | AdminSetMerchantStatusResponse403 | AdminSetMerchantStatusResponse404 | AdminSetMerchantStatusResponse422 | AdminSetMerchantStatusResponse429 | AdminSetMerchantStatusResponse500 | AdminSetMerchantStatusResponse503]:
    """ Approve, reject or suspend a merchant

    Args:
        id (str):
        body (AdminSetMerchantStatusBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminSetMerchantStatusResponse200 | AdminSetMerchantStatusResponse403 | AdminSetMerchantStatusResponse404 | AdminSetMerchantStatusResponse422 | AdminSetMerchantStatusResponse429 | AdminSetMerchantStatusResponse500 | AdminSetMerchantStatusResponse503]
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
    body: AdminSetMerchantStatusBody,

) -> AdminSetMerchantStatusResponse200 | AdminSetMerchantStatusResponse403 | AdminSetMerchantStatusResponse404 | AdminSetMerchantStatusResponse422 | AdminSetMerchantStatusResponse429 | AdminSetMerchantStatusResponse500 | AdminSetMerchantStatusResponse503 | None:
    """ Approve, reject or suspend a merchant

    Args:
        id (str):
        body (AdminSetMerchantStatusBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminSetMerchantStatusResponse200 | AdminSetMerchantStatusResponse403 | AdminSetMerchantStatusResponse404 | AdminSetMerchantStatusResponse422 | AdminSetMerchantStatusResponse429 | AdminSetMerchantStatusResponse500 | AdminSetMerchantStatusResponse503
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
    body: AdminSetMerchantStatusBody,

) -> Response[AdminSetMerchantStatusResponse200 | AdminSetMerchantStatusResponse403 | AdminSetMerchantStatusResponse404 | AdminSetMerchantStatusResponse422 | AdminSetMerchantStatusResponse429 | AdminSetMerchantStatusResponse500 | AdminSetMerchantStatusResponse503]:
    """ Approve, reject or suspend a merchant

    Args:
        id (str):
        body (AdminSetMerchantStatusBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[AdminSetMerchantStatusResponse200 | AdminSetMerchantStatusResponse403 | AdminSetMerchantStatusResponse404 | AdminSetMerchantStatusResponse422 | AdminSetMerchantStatusResponse429 | AdminSetMerchantStatusResponse500 | AdminSetMerchantStatusResponse503]
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
    body: AdminSetMerchantStatusBody,

) -> AdminSetMerchantStatusResponse200 | AdminSetMerchantStatusResponse403 | AdminSetMerchantStatusResponse404 | AdminSetMerchantStatusResponse422 | AdminSetMerchantStatusResponse429 | AdminSetMerchantStatusResponse500 | AdminSetMerchantStatusResponse503 | None:
    """ Approve, reject or suspend a merchant

    Args:
        id (str):
        body (AdminSetMerchantStatusBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        AdminSetMerchantStatusResponse200 | AdminSetMerchantStatusResponse403 | AdminSetMerchantStatusResponse404 | AdminSetMerchantStatusResponse422 | AdminSetMerchantStatusResponse429 | AdminSetMerchantStatusResponse500 | AdminSetMerchantStatusResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.pay_link_body import PayLinkBody
from ...models.pay_link_response_201 import PayLinkResponse201
from ...models.pay_link_response_401 import PayLinkResponse401
from ...models.pay_link_response_403 import PayLinkResponse403
from ...models.pay_link_response_404 import PayLinkResponse404
from ...models.pay_link_response_409 import PayLinkResponse409
from ...models.pay_link_response_422 import PayLinkResponse422
from ...models.pay_link_response_429 import PayLinkResponse429
from ...models.pay_link_response_500 import PayLinkResponse500
from ...models.pay_link_response_503 import PayLinkResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: str,
    *,
    body: PayLinkBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/links/{id}/pay".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PayLinkResponse201 | PayLinkResponse401 | PayLinkResponse403 | PayLinkResponse404 | PayLinkResponse409 | PayLinkResponse422 | PayLinkResponse429 | PayLinkResponse500 | PayLinkResponse503 | None:
    if response.status_code == 201:
        response_201 = PayLinkResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = PayLinkResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = PayLinkResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = PayLinkResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = PayLinkResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = PayLinkResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = PayLinkResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = PayLinkResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = PayLinkResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PayLinkResponse201 | PayLinkResponse401 | PayLinkResponse403 | PayLinkResponse404 | PayLinkResponse409 | PayLinkResponse422 | PayLinkResponse429 | PayLinkResponse500 | PayLinkResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: PayLinkBody,
    idempotency_key: UUID,

) -> Response[PayLinkResponse201 | PayLinkResponse401 | PayLinkResponse403 | PayLinkResponse404 | PayLinkResponse409 | PayLinkResponse422 | PayLinkResponse429 | PayLinkResponse500 | PayLinkResponse503]:
    """ Pay a link from a wallet

     The Idempotency-Key is scoped to the link (the page makes one per submission).

    Args:
        id (str):
        idempotency_key (UUID):
        body (PayLinkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PayLinkResponse201 | PayLinkResponse401 | PayLinkResponse403 | PayLinkResponse404 | PayLinkResponse409 | PayLinkResponse422 | PayLinkResponse429 | PayLinkResponse500 | PayLinkResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: PayLinkBody,
    idempotency_key: UUID,

) -> PayLinkResponse201 | PayLinkResponse401 | PayLinkResponse403 | PayLinkResponse404 | PayLinkResponse409 | PayLinkResponse422 | PayLinkResponse429 | PayLinkResponse500 | PayLinkResponse503 | None:
    """ Pay a link from a wallet

     The Idempotency-Key is scoped to the link (the page makes one per submission).

    Args:
        id (str):
        idempotency_key (UUID):
        body (PayLinkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PayLinkResponse201 | PayLinkResponse401 | PayLinkResponse403 | PayLinkResponse404 | PayLinkResponse409 | PayLinkResponse422 | PayLinkResponse429 | PayLinkResponse500 | PayLinkResponse503
     """


    return sync_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: PayLinkBody,
    idempotency_key: UUID,

) -> Response[PayLinkResponse201 | PayLinkResponse401 | PayLinkResponse403 | PayLinkResponse404 | PayLinkResponse409 | PayLinkResponse422 | PayLinkResponse429 | PayLinkResponse500 | PayLinkResponse503]:
    """ Pay a link from a wallet

     The Idempotency-Key is scoped to the link (the page makes one per submission).

    Args:
        id (str):
        idempotency_key (UUID):
        body (PayLinkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PayLinkResponse201 | PayLinkResponse401 | PayLinkResponse403 | PayLinkResponse404 | PayLinkResponse409 | PayLinkResponse422 | PayLinkResponse429 | PayLinkResponse500 | PayLinkResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient | Client,
    body: PayLinkBody,
    idempotency_key: UUID,

) -> PayLinkResponse201 | PayLinkResponse401 | PayLinkResponse403 | PayLinkResponse404 | PayLinkResponse409 | PayLinkResponse422 | PayLinkResponse429 | PayLinkResponse500 | PayLinkResponse503 | None:
    """ Pay a link from a wallet

     The Idempotency-Key is scoped to the link (the page makes one per submission).

    Args:
        id (str):
        idempotency_key (UUID):
        body (PayLinkBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PayLinkResponse201 | PayLinkResponse401 | PayLinkResponse403 | PayLinkResponse404 | PayLinkResponse409 | PayLinkResponse422 | PayLinkResponse429 | PayLinkResponse500 | PayLinkResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed

from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.popup_confirm_body import PopupConfirmBody
from ...models.popup_confirm_response_200 import PopupConfirmResponse200
from ...models.popup_confirm_response_401 import PopupConfirmResponse401
from ...models.popup_confirm_response_404 import PopupConfirmResponse404
from ...models.popup_confirm_response_409 import PopupConfirmResponse409
from ...models.popup_confirm_response_422 import PopupConfirmResponse422
from ...models.popup_confirm_response_429 import PopupConfirmResponse429
from ...models.popup_confirm_response_500 import PopupConfirmResponse500
from ...models.popup_confirm_response_503 import PopupConfirmResponse503
from typing import cast



def _get_kwargs(
    *,
    body: PopupConfirmBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/embedded/popup/confirm",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PopupConfirmResponse200 | PopupConfirmResponse401 | PopupConfirmResponse404 | PopupConfirmResponse409 | PopupConfirmResponse422 | PopupConfirmResponse429 | PopupConfirmResponse500 | PopupConfirmResponse503 | None:
    if response.status_code == 200:
        response_200 = PopupConfirmResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = PopupConfirmResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 404:
        response_404 = PopupConfirmResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = PopupConfirmResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = PopupConfirmResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = PopupConfirmResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = PopupConfirmResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = PopupConfirmResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PopupConfirmResponse200 | PopupConfirmResponse401 | PopupConfirmResponse404 | PopupConfirmResponse409 | PopupConfirmResponse422 | PopupConfirmResponse429 | PopupConfirmResponse500 | PopupConfirmResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PopupConfirmBody,

) -> Response[PopupConfirmResponse200 | PopupConfirmResponse401 | PopupConfirmResponse404 | PopupConfirmResponse409 | PopupConfirmResponse422 | PopupConfirmResponse429 | PopupConfirmResponse500 | PopupConfirmResponse503]:
    """ The buyer confirms with their PIN

     With fx_quote_id (from popup/fx-quote) the payment is paid from the buyer's other currency at that
    quote: the payment's fx_details say how. An expired quote is PAYMENT_EXPIRED with details.quote_id
    (the session stays open: take a new quote).

    Args:
        body (PopupConfirmBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PopupConfirmResponse200 | PopupConfirmResponse401 | PopupConfirmResponse404 | PopupConfirmResponse409 | PopupConfirmResponse422 | PopupConfirmResponse429 | PopupConfirmResponse500 | PopupConfirmResponse503]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: PopupConfirmBody,

) -> PopupConfirmResponse200 | PopupConfirmResponse401 | PopupConfirmResponse404 | PopupConfirmResponse409 | PopupConfirmResponse422 | PopupConfirmResponse429 | PopupConfirmResponse500 | PopupConfirmResponse503 | None:
    """ The buyer confirms with their PIN

     With fx_quote_id (from popup/fx-quote) the payment is paid from the buyer's other currency at that
    quote: the payment's fx_details say how. An expired quote is PAYMENT_EXPIRED with details.quote_id
    (the session stays open: take a new quote).

    Args:
        body (PopupConfirmBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PopupConfirmResponse200 | PopupConfirmResponse401 | PopupConfirmResponse404 | PopupConfirmResponse409 | PopupConfirmResponse422 | PopupConfirmResponse429 | PopupConfirmResponse500 | PopupConfirmResponse503
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PopupConfirmBody,

) -> Response[PopupConfirmResponse200 | PopupConfirmResponse401 | PopupConfirmResponse404 | PopupConfirmResponse409 | PopupConfirmResponse422 | PopupConfirmResponse429 | PopupConfirmResponse500 | PopupConfirmResponse503]:
    """ The buyer confirms with their PIN

     With fx_quote_id (from popup/fx-quote) the payment is paid from the buyer's other currency at that
    quote: the payment's fx_details say how. An expired quote is PAYMENT_EXPIRED with details.quote_id
    (the session stays open: take a new quote).

    Args:
        body (PopupConfirmBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PopupConfirmResponse200 | PopupConfirmResponse401 | PopupConfirmResponse404 | PopupConfirmResponse409 | PopupConfirmResponse422 | PopupConfirmResponse429 | PopupConfirmResponse500 | PopupConfirmResponse503]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PopupConfirmBody,

) -> PopupConfirmResponse200 | PopupConfirmResponse401 | PopupConfirmResponse404 | PopupConfirmResponse409 | PopupConfirmResponse422 | PopupConfirmResponse429 | PopupConfirmResponse500 | PopupConfirmResponse503 | None:
    """ The buyer confirms with their PIN

     With fx_quote_id (from popup/fx-quote) the payment is paid from the buyer's other currency at that
    quote: the payment's fx_details say how. An expired quote is PAYMENT_EXPIRED with details.quote_id
    (the session stays open: take a new quote).

    Args:
        body (PopupConfirmBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PopupConfirmResponse200 | PopupConfirmResponse401 | PopupConfirmResponse404 | PopupConfirmResponse409 | PopupConfirmResponse422 | PopupConfirmResponse429 | PopupConfirmResponse500 | PopupConfirmResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
